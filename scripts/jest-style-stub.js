// CSS modules in jest: class names echo their key; use/unuse count calls so lifecycle tests can assert cleanup.
const counts = { use: 0, unuse: 0 };
module.exports = {
  __esModule: true,
  default: {
    locals: new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? key : undefined) }),
    use() { counts.use += 1; },
    unuse() { counts.unuse += 1; },
    counts,
  },
};
