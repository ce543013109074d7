import { envelope, int, objectOf, str } from '../common-schemas';

export const overviewSchema = {
  response: envelope(objectOf({
    userCount: int,
    organizeCount: int,
    departmentCount: int,
    roleCount: int,
    positionCount: int,
    onlineUserCount: int,
    dictionaryCount: int,
    dictionaryDataCount: int,
    menuCount: int,
    lastLogins: { type: 'array', items: objectOf({ time: int, ip: str }) },
  })),
};
