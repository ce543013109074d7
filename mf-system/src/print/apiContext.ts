import { createContext, useContext } from 'react';
import { printApi, type PrintApi } from './api';

/** The page's calls; the page provides them once, tests provide calls over a fake transport. */
export const PrintApiContext = createContext<PrintApi>(printApi);

export const usePrintApi = (): PrintApi => useContext(PrintApiContext);
