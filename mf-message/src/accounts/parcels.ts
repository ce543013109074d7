import { createElement } from 'react';
import type { ParcelConfig } from 'single-spa';
import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import { AccountPage } from './AccountPage';
import { ACCOUNT_KINDS, type AccountKindName } from './kinds';

const parcels = new Map<AccountKindName, ParcelConfig>();

/** One page parcel per channel, all showing the same account page for their own channel. */
export function accountParcel(name: AccountKindName): ParcelConfig {
  let parcel = parcels.get(name);
  if (!parcel) {
    const kind = ACCOUNT_KINDS[name];
    parcel = createPageParcel({ rootComponent: () => createElement(AccountPage, { kind }), styles: [common] });
    parcels.set(name, parcel);
  }
  return parcel;
}
