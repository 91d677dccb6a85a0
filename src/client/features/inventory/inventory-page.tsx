import type { LocationId } from '@shared/ids';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/load-failure';
import { LocationNeeded } from '../../components/location-needed';
import { Page } from '../../components/ui/page';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../../lib/state/hooks';
import { useLocationId } from '../../lib/state/use-location-id';
import { isAdminUser } from '../../lib/state/user';
import { CountTab } from './count-tab';
import { useInventoryQuery, type InventoryRow } from './inventory-api';
import { MovementsTab } from './movements-tab';
import { ReceiveTab } from './receive-tab';
import { SettingsTab } from './settings-tab';
import { WasteTab } from './waste-tab';

interface TabProps {
  locationId: LocationId;
  rows: InventoryRow[];
  admin: boolean;
}

// The forms keep to a column; the lists (two columns of counts from 1024 px) take the width.
const NARROW = 'max-w-3xl';
const TABS = [
  { value: 'count', label: 'Count', admin: false, width: '', Tab: CountTab },
  { value: 'receive', label: 'Receive', admin: false, width: NARROW, Tab: ReceiveTab },
  { value: 'waste', label: 'Waste', admin: false, width: NARROW, Tab: WasteTab },
  { value: 'levels', label: 'Par & cost', admin: true, width: '', Tab: SettingsTab },
  { value: 'movements', label: 'Movements', admin: true, width: '', Tab: MovementsTab },
] satisfies {
  value: string;
  label: string;
  admin: boolean;
  width: string;
  Tab: (props: TabProps) => unknown;
}[];

/** The chosen tab lives in ?tab= so a reload keeps it; the count is the default. */
function useTab(tabs: typeof TABS): [string, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get('tab');
  const tab = tabs.find((t) => t.value === current)?.value ?? tabs[0].value;
  return [tab, (next) => setParams({ tab: next }, { replace: true })];
}

/** Stock at the chosen shop: count it, receive deliveries, record waste; admins more. */
export function InventoryPage() {
  const locationId = useLocationId();
  return (
    <Page
      title="Inventory"
      description="Count the stock, receive deliveries and record waste at this shop"
    >
      {locationId ? (
        <Inventory locationId={locationId} />
      ) : (
        <LocationNeeded description="Choose the shop whose stock you are working on." />
      )}
    </Page>
  );
}

function Inventory({ locationId }: { locationId: LocationId }) {
  const admin = isAdminUser(useCurrentUser());
  const tabs = TABS.filter((t) => admin || !t.admin);
  const [tab, setTab] = useTab(tabs);
  const inventory = useInventoryQuery(locationId, { refetchOnMountOrArgChange: true });
  const rows = inventory.data?.rows;
  const low = rows?.filter((row) => row.low).length ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-900">Inventory</h1>
        {low > 0 && (
          <p className="font-medium text-amber-900">
            {low} {low === 1 ? 'item is' : 'items are'} low
          </p>
        )}
      </div>
      {inventory.isError ? (
        <LoadFailure error={inventory.error}>
          <p role="alert" className="text-red-700">
            Could not load the stock of this shop.
          </p>
        </LoadFailure>
      ) : !rows ? (
        <PageSpinner />
      ) : (
        <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-4">
          <TabsList aria-label="Inventory" className="flex-wrap self-start">
            {tabs.map((t) => (
              <TabsTrigger key={t.value} value={t.value} className="px-3 sm:px-4">
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map(({ value, width, Tab }) => (
            // Each form keeps what was entered while another tab is open; the movements reload.
            <TabsContent
              key={value}
              value={value}
              forceMount={value === 'movements' ? undefined : true}
              className={cn('w-full data-[state=inactive]:hidden', width)}
            >
              <Tab locationId={locationId} rows={rows} admin={admin} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
