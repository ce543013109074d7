// GET /api/message/MessageDataType/getTypeList/{id}: the choice lists of the message-centre forms.
import { http } from '@atrium/shared';

export interface DataType {
  id: string;
  enCode: number;
  fullName: string;
}

/** 1 message types (channels), 2 message sources, 3 webhook types, 4 SMS vendors. */
export type DataTypeList = 1 | 2 | 3 | 4;

export function getTypeList(list: DataTypeList): Promise<DataType[]> {
  return http.get<DataType[]>(`/api/message/MessageDataType/getTypeList/${list}`);
}

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

// A type alias, not an interface: it must fit the client's query record.
export type PageQuery = {
  keyword: string;
  currentPage: number;
  pageSize: number;
};

export const FIRST_PAGE: PageQuery = { keyword: '', currentPage: 1, pageSize: 20 };
