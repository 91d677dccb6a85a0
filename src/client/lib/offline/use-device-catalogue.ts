import type { LocationId } from '@shared/ids';
import { dollarsToCents, taxRateThousandths } from '@shared/money';
import { useMemo } from 'react';
import {
  useCatalogueCupsQuery,
  useCatalogueFlavorsQuery,
  useCatalogueSodasQuery,
} from '../api/catalogue-api';
import { useLocationQuery } from '../api/location-api';
import type { DeviceCatalogue } from './device-pricing';
import {
  useSodaCupPriceListsQuery,
  useTillApprovalThresholdQuery,
  useTillDiscountsQuery,
  useTillOrderNamesQuery,
} from './offline-api';

/**
 * The catalogue the till sells from when the server is out of reach: read while online and kept
 * in the data layer's cache as long as a selling screen is open (Take Order subscribes, so it is
 * there when the network drops).
 */
export function useDeviceCatalogue(locationId: LocationId) {
  const cups = useCatalogueCupsQuery();
  const flavors = useCatalogueFlavorsQuery();
  const sodas = useCatalogueSodasQuery();
  const lists = useSodaCupPriceListsQuery();
  const discounts = useTillDiscountsQuery();
  const threshold = useTillApprovalThresholdQuery();
  const location = useLocationQuery(locationId);
  const orderNames = useTillOrderNamesQuery(locationId);
  const catalogue = useMemo<DeviceCatalogue>(
    () => ({
      cups: cups.data ?? [],
      flavors: flavors.data ?? [],
      sodaCupPrices: lists.data ?? [],
    }),
    [cups.data, flavors.data, lists.data],
  );
  return {
    catalogue,
    sodas: sodas.data ?? [],
    orderNames: orderNames.data?.results,
    discounts: discounts.data ?? [],
    /** Null until known: then no discount can be given offline. */
    thresholdCents: threshold.data ? dollarsToCents(threshold.data.approval_threshold) : null,
    tax: location.data
      ? {
          rateThousandths: taxRateThousandths(location.data.tax_rate),
          pricesIncludeTax: location.data.prices_include_tax,
        }
      : null,
    /** Everything a sale on the device needs has been read at least once. */
    ready: !!(
      cups.data &&
      flavors.data &&
      sodas.data &&
      lists.data &&
      discounts.data &&
      threshold.data &&
      location.data &&
      orderNames.data
    ),
  };
}
