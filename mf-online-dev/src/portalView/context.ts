import { createContext, useContext } from 'react';
import { portalViewApi, type PortalViewApi } from './api';

/** The calls the widgets make; tests and the designer's preview provide their own. */
export const PortalApiContext = createContext<PortalViewApi>(portalViewApi);

export function usePortalApi(): PortalViewApi {
  return useContext(PortalApiContext);
}
