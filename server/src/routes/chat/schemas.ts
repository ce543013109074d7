import { bool, envelope, idField, int, listOf, objectOf, str } from '../common-schemas';
import { pagedQuerystring, paginationSchema, pagingQueryProperties } from '../paging';

const keywordQuery = { type: 'object', properties: { keyword: { type: 'string', maxLength: 100, default: '' }, n: str } };

const recentItem = objectOf({
  id: str,
  realName: str,
  account: str,
  headIcon: str,
  latestMessage: str,
  messageType: str,
  latestDate: int,
  unreadMessage: int,
  online: bool,
});

export const recentListSchema = { querystring: keywordQuery, response: envelope(listOf(recentItem)) };

const peerParams = objectOf({ peerId: idField });
export const deleteChatRecordSchema = { params: peerParams, response: envelope(objectOf({ unreadChatCount: int })) };
export const relocationSchema = { params: peerParams, response: envelope({ type: 'null' }) };

const contactItem = objectOf({ id: str, realName: str, account: str, headIcon: str, department: str, online: bool });

export const contactsSchema = {
  querystring: pagedQuerystring({ properties: { keyword: { ...pagingQueryProperties.keyword, default: '' }, n: str } }),
  response: envelope(objectOf({ list: { type: 'array', items: contactItem }, pagination: paginationSchema })),
};
