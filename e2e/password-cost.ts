// scrypt's cost (log2 N) on the e2e servers: 2^10 instead of the production 2^15, which the server
// allows only beside ATRIUM_TEST_PROVIDERS=1 (server/src/config.ts). Their databases are thrown away,
// and a full run's ~220 sign-ins and ~90 new passwords cost about 30 CPU-s at the production cost.
// The server's jest tests check the hashing itself at their own cost.
export const E2E_PASSWORD_COST = '10';
