import * as Progress from '@radix-ui/react-progress';
import useEmblaCarousel from 'embla-carousel-react';
import { BookmarkCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ItemRecipe, type RecipeItem } from './item-recipe';
import { isForAControl } from './use-bar-keys';

/** SPEC section 9: progress is the step (from 1) divided by the item count, as a percentage. */
const progressPercent = (step: number, count: number) => (count ? (step / count) * 100 : 0);

interface OrderWalkthroughProps {
  items: RecipeItem[];
  onFinish: () => void;
  finishing: boolean;
  /** The last card's button: Finish (a server order), Complete Order (one kept on the device). */
  finishLabel?: string;
}

/** The progress bar and a carousel of item cards; the last card's next button is Finish. */
export function OrderWalkthrough({
  items,
  onFinish,
  finishing,
  finishLabel = 'Finish',
}: OrderWalkthroughProps) {
  const count = items.length;
  const { emblaRef, step, next, previous, last } = useWalkthrough(count, onFinish, finishing);
  const percent = progressPercent(step, count);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Progress.Root
          value={percent}
          aria-label="Order progress"
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <Progress.Indicator
            className="h-full bg-teal-600 transition-all"
            style={{ width: `${percent}%` }}
          />
        </Progress.Root>
        <p className="text-sm text-slate-600" data-testid="walkthrough-step">
          Item {step} of {count}
        </p>
      </div>
      <div className="overflow-hidden" ref={emblaRef}>
        <ItemSlides items={items} />
      </div>
      <div className="flex items-center justify-between">
        <Button
          variant="outline"
          size="lg"
          onClick={previous}
          disabled={step <= 1}
          aria-label="Previous item"
        >
          <ChevronLeft className="size-6" aria-hidden />
        </Button>
        {last ? (
          <Button size="lg" onClick={onFinish} disabled={finishing}>
            <BookmarkCheck className="size-6" aria-hidden />
            {finishLabel}
          </Button>
        ) : (
          <Button variant="outline" size="lg" onClick={next} aria-label="Next item">
            <ChevronRight className="size-6" aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The carousel's step (from 1), its next and previous moves, and the bump bar's Enter: the next
 * item, and Finish on the last one.
 */
function useWalkthrough(count: number, onFinish: () => void, finishing: boolean) {
  const [emblaRef, embla] = useEmblaCarousel({ loop: false });
  const [step, setStep] = useState(1);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setStep(embla.selectedScrollSnap() + 1);
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const next = () => {
    if (!embla) return;
    // SPEC: the next click sets the step to the selected index plus 2.
    setStep(embla.selectedScrollSnap() + 2);
    embla.scrollNext();
  };
  const previous = () => embla?.scrollPrev();
  const last = step >= count;

  const onEnter = useRef(() => {});
  useEffect(() => {
    onEnter.current = () => {
      if (last) {
        if (!finishing) onFinish();
      } else next();
    };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || isForAControl(event)) return;
      event.preventDefault();
      onEnter.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return { emblaRef, step, next, previous, last };
}

/** One slide per item, each a card with the item's recipe. */
function ItemSlides({ items }: { items: RecipeItem[] }) {
  return (
    <div className="flex">
      {items.map((item, index) => (
        <div
          key={item.id}
          className="min-w-0 flex-[0_0_100%] px-1"
          role="group"
          aria-roledescription="slide"
          aria-label={`Item ${index + 1} of ${items.length}`}
        >
          <ItemRecipe
            item={item}
            heading="h2"
            className="min-h-64 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          />
        </div>
      ))}
    </div>
  );
}
