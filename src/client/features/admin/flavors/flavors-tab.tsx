import { FlavorGroupsCard } from './flavor-groups-card';
import { FlavorsCard } from './flavors-card';

/** Two cards: Flavor Groups, then Flavors. */
export function FlavorsTab() {
  return (
    <div className="flex flex-col gap-6">
      <FlavorGroupsCard />
      <FlavorsCard />
    </div>
  );
}
