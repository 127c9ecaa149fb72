import type { RpcImpls } from './context';
import { billingRpcs } from './billing';
import { clientListRpcs } from './clientLists';
import { clientRpcs } from './clients';
import { conversionRpcs } from './conversion';
import { documentTotalsRpcs } from './documentTotals';
import { invoicedPerMonthRpcs } from './invoicedPerMonth';
import { kaeferRpcs } from './kaefer';
import { mapRpcs } from './maps';
import { positionRpcs } from './positions';
import { prognoseRpcs } from './prognose';
import { userRpcs } from './users';

/** Every remote procedure of the contract; a missing one is a type error here. */
export const RPC_IMPLS: RpcImpls = {
  ...userRpcs,
  ...clientRpcs,
  ...clientListRpcs,
  ...kaeferRpcs,
  ...mapRpcs,
  ...billingRpcs,
  ...positionRpcs,
  ...prognoseRpcs,
  ...conversionRpcs,
  ...documentTotalsRpcs,
  ...invoicedPerMonthRpcs,
};
