/**
 * Notices get a category and an expiry time (issue 17 item 4, as JNPF's notices have them).
 * category: one of the fixed notice categories ('1' 通知, '2' 公告, '3' 新闻, '4' 其他), NULL on
 * notices written before it; expiration_time: epoch ms after which recipients no longer see the
 * notice (NULL: never expires). Recipients stay in to_user_ids, now users and `id--type` items.
 */
export const sql = `
ALTER TABLE messages ADD COLUMN category TEXT;
ALTER TABLE messages ADD COLUMN expiration_time INTEGER;
`;
