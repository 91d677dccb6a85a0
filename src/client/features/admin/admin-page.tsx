import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useMediaQuery } from '../../lib/use-media-query';
import { AuditTab } from './audit/audit-tab';
import { CupsTab } from './cups/cups-tab';
import { DiscountsTab } from './discounts/discounts-tab';
import { FlavorsTab } from './flavors/flavors-tab';
import { LocationsTab } from './locations/locations-tab';
import { MenuItemsTab } from './menu-items/menu-items-tab';
import { MenusTab } from './menus/menus-tab';
import { OrderNamesTab } from './order-names/order-names-tab';
import { PromosTab } from './promos/promos-tab';
import { SodasTab } from './sodas/sodas-tab';
import { UsersTab } from './users/users-tab';

export const DESKTOP_ONLY = 'You must be on desktop in order to access the admin settings.';
/** Admin settings need a viewport wider than the 768px breakpoint. */
const DESKTOP = '(min-width: 769px)';

const TABS: { value: string; label: string; Tab: ComponentType }[] = [
  { value: 'cups', label: 'Cups', Tab: CupsTab },
  { value: 'discounts', label: 'Discounts', Tab: DiscountsTab },
  { value: 'flavors', label: 'Flavors', Tab: FlavorsTab },
  { value: 'promos', label: 'Limited Time Promos', Tab: PromosTab },
  { value: 'locations', label: 'Locations', Tab: LocationsTab },
  { value: 'menus', label: 'Menus', Tab: MenusTab },
  { value: 'menu-items', label: 'Menu Items', Tab: MenuItemsTab },
  { value: 'order-names', label: 'Order Names', Tab: OrderNamesTab },
  { value: 'sodas', label: 'Sodas', Tab: SodasTab },
  { value: 'users', label: 'Users', Tab: UsersTab },
  { value: 'audit', label: 'Audit', Tab: AuditTab },
];

/** The chosen tab lives in ?tab= so a reload keeps it; Cups is the default. */
function useTab(): [string, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get('tab');
  const tab = TABS.some((t) => t.value === current) ? current! : TABS[0].value;
  return [tab, (next) => setParams({ tab: next }, { replace: true })];
}

export function AdminPage() {
  const isDesktop = useMediaQuery(DESKTOP);
  const [tab, setTab] = useTab();

  return (
    <Page
      title="Admin Settings"
      description="Manage the catalogue and the users"
      className="max-w-7xl"
    >
      <h1 className="mb-5 text-2xl font-bold text-slate-900">Admin Settings</h1>
      {isDesktop ? (
        <Tabs
          value={tab}
          onValueChange={setTab}
          orientation="vertical"
          className="flex items-start gap-6"
        >
          <TabsList aria-label="Admin settings" className="sticky top-4 w-56 shrink-0">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ value, Tab }) => (
            <TabsContent key={value} value={value} className="min-w-0">
              <Tab />
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-lg font-medium shadow-sm">
          {DESKTOP_ONLY}
        </p>
      )}
    </Page>
  );
}
