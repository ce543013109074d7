import { http } from '@atrium/shared';

const CURRENT = '/api/permission/Users/Current';
const seg = (value: string): string => encodeURIComponent(value);

export interface BaseInfo {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  organize: string;
  departmentName: string;
  position: string;
  roleName: string;
  creatorTime: number | null;
  prevLoginTime: number | null;
  prevLoginIPAddress: string;
  /** 0 not given, 1 male, 2 female. */
  gender: number;
  mobilePhone: string;
  /** True once a code sent to the number was entered; only then does it sign in by SMS. */
  mobilePhoneVerified: boolean;
  /** Whether the server can text codes: without it the number cannot change. */
  smsAvailable: boolean;
  telePhone: string;
  email: string;
  birthday: number | null;
  postalAddress: string;
  signature: string;
}

export type BaseInfoUpdate = Pick<BaseInfo, 'realName' | 'gender' | 'mobilePhone' | 'telePhone' | 'email' | 'birthday' | 'postalAddress' | 'signature'>;

export interface AvatarOption {
  name: string;
  url: string;
  builtIn: boolean;
}

export interface AuthorizeNode {
  id: string;
  fullName: string;
  enCode: string;
  icon: string;
  children: AuthorizeNode[];
}

export type AuthorizeKind = 'module' | 'button' | 'column' | 'form' | 'resource';
export type Authorize = Record<AuthorizeKind, AuthorizeNode[]>;

export interface LogEntry {
  id: string;
  creatorTime: number;
  ipaddress: string;
  loginMark?: number;
  requestMethod?: string;
  requestURL?: string;
  requestDuration?: number;
  code?: number;
}

/** JNPF log categories: 1 sign-in, 5 request. */
export type LogCategory = 1 | 5;

export interface LogQuery {
  category: LogCategory;
  currentPage: number;
  pageSize: number;
  keyword?: string;
  startTime?: number;
  endTime?: number;
}

export interface LogPage {
  list: LogEntry[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

export interface SignImage {
  id: string;
  signImg: string;
  isDefault: number;
  creatorTime: number;
}

export function getBaseInfo(): Promise<BaseInfo> {
  return http.get<BaseInfo>(`${CURRENT}/BaseInfo`);
}

export function updateBaseInfo(values: BaseInfoUpdate): Promise<unknown> {
  return http.put(`${CURRENT}/BaseInfo`, values);
}

/** Texts a code to the new number (POST …/Current/MobilePhone/Code); the stored number is unchanged until it is entered. */
export function sendMobileCode(mobilePhone: string): Promise<{ interval: number; expiresIn: number }> {
  return http.post<{ interval: number; expiresIn: number }>(`${CURRENT}/MobilePhone/Code`, { mobilePhone });
}

/** Saves the number as verified with the code texted to it (PUT …/Current/MobilePhone). */
export function confirmMobile(mobilePhone: string, code: string): Promise<unknown> {
  return http.put(`${CURRENT}/MobilePhone`, { mobilePhone, code });
}

export function getAvatars(): Promise<AvatarOption[]> {
  return http.get<{ list: AvatarOption[] }>(`${CURRENT}/Avatar`).then((data) => data.list);
}

/** A built-in avatar's name, an earlier avatar's name, or the fileId of an image just uploaded to the file store. */
export function chooseAvatar(name: string): Promise<unknown> {
  return http.put(`${CURRENT}/Avatar/${seg(name)}`);
}

export function getAuthorize(): Promise<Authorize> {
  return http.get<Authorize>(`${CURRENT}/Authorize`);
}

export function getSystemLog(query: LogQuery): Promise<LogPage> {
  return http.get<LogPage>(`${CURRENT}/SystemLog`, { ...query });
}

export function getSignImages(): Promise<SignImage[]> {
  return http.get<SignImage[]>(`${CURRENT}/SignImg`);
}

/** Adds an image the user uploaded to the file store (the server keeps it as JNPF's data URL). */
export function addSignImage(fileId: string): Promise<{ id: string }> {
  return http.post<{ id: string }>(`${CURRENT}/SignImg`, { fileId, isDefault: 0 });
}

export function setDefaultSignImage(id: string): Promise<unknown> {
  return http.put(`${CURRENT}/${seg(id)}/SignImg`);
}

export function deleteSignImage(id: string): Promise<unknown> {
  return http.delete(`${CURRENT}/${seg(id)}/SignImg`);
}
