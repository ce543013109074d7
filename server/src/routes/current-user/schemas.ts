import { LANGUAGES, LAYOUTS } from '../../domain/users';
import { bool, emptyEnvelope, envelope, int, nullableInt, objectOf, str } from '../common-schemas';
import { baseInfoBody } from './base-info';

export const languageSchema = {
  body: objectOf({ language: { type: 'string', enum: [...LANGUAGES] } }),
  response: emptyEnvelope,
};

/** The layout saved on the server (spec: "Layout change sent to the server and saved"). */
export const themeSchema = {
  body: objectOf({ theme: { type: 'string', enum: [...LAYOUTS] } }),
  response: emptyEnvelope,
};

export const baseInfoSchema = {
  response: envelope(objectOf({
    id: str,
    account: str,
    realName: str,
    headIcon: str,
    organizeId: str,
    organize: str,
    departmentName: str,
    position: str,
    roleName: str,
    isAdministrator: bool,
    language: str,
    theme: str,
    creatorTime: nullableInt,
    changePasswordDate: nullableInt,
    prevLoginTime: nullableInt,
    prevLoginIPAddress: str,
    gender: int,
    mobilePhone: str,
    mobilePhoneVerified: bool,
    smsAvailable: bool,
    telePhone: str,
    email: str,
    birthday: nullableInt,
    postalAddress: str,
    signature: str,
  })),
};

export const updateBaseInfoSchema = { body: baseInfoBody, response: emptyEnvelope };
