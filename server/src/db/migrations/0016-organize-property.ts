/**
 * Issue 12 (helper "org"): a company's extra attributes (JNPF's propertyJson: short name,
 * nature, industry, founded, phone, fax, web site, address, manager, bank, business scope), kept as
 * one JSON text because the server only stores and returns them.
 */
export const sql = `
ALTER TABLE organizations ADD COLUMN property_json TEXT;
`;
