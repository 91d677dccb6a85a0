import { Search } from 'lucide-react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';

export const ALL_SECTIONS = 'all';

interface MenuFilterProps {
  search: string;
  onSearch: (text: string) => void;
  /** The sections that have drinks, by key, with their names. */
  sections: { key: string; name: string }[];
  section: string;
  onSection: (key: string) => void;
  /** Beside the search field (the 'Add Custom Order' button). */
  action: ReactNode;
  searchRef?: Ref<HTMLInputElement>;
  onSearchKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

function Chip({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={cn(
        'min-h-10 shrink-0 cursor-pointer rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
        pressed
          ? 'border-teal-700 bg-teal-700 text-white'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
      )}
    >
      {children}
    </button>
  );
}

/** Above the menu, under the navbar while scrolling: a search field by drink name and one chip per section. */
export function MenuFilter({
  search,
  onSearch,
  sections,
  section,
  onSection,
  action,
  searchRef,
  onSearchKeyDown,
}: MenuFilterProps) {
  return (
    <div className="sticky top-16 z-20 -mx-4 flex flex-col gap-2 bg-slate-50/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 md:mx-0 md:px-0">
      {/* On a phone the search field has a row of its own, the actions wrap under it. */}
      <div className="flex flex-wrap items-center gap-2">
        <label className="relative min-w-0 basis-full sm:basis-0 sm:flex-1">
          <span className="sr-only">Search drinks</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <Input
            ref={searchRef}
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            onKeyDown={onSearchKeyDown}
            aria-keyshortcuts="/"
            placeholder="Search drinks"
            className="pl-10"
          />
        </label>
        {action}
      </div>
      {sections.length > 1 && (
        <div
          role="group"
          aria-label="Menu sections"
          className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
        >
          <Chip pressed={section === ALL_SECTIONS} onPress={() => onSection(ALL_SECTIONS)}>
            All
          </Chip>
          {sections.map(({ key, name }) => (
            <Chip key={key} pressed={section === key} onPress={() => onSection(key)}>
              {name}
            </Chip>
          ))}
        </div>
      )}
    </div>
  );
}
