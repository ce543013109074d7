import { createContext, useContext } from 'react';
import { dataInterfaceApi, type DataInterfaceApi } from './api';

/** The page's calls; the page provides them once, tests provide calls over a fake transport. */
export const DataInterfaceApiContext = createContext<DataInterfaceApi>(dataInterfaceApi);

export const useDataInterfaceApi = (): DataInterfaceApi => useContext(DataInterfaceApiContext);
