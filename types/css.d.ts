// CSS modules are injected lazily: an MF adds its styles on mount and removes them on unmount.
declare module '*.module.css' {
  const sheet: {
    locals: Readonly<Record<string, string>>;
    use(options?: { target?: Node }): void;
    unuse(): void;
  };
  export default sheet;
}
