// Names shared by the build (which writes the pre-rendered sign-in form), the server (which puts
// it into index.html on /login) and the shell (which takes it over). Kept free of imports so the
// server-side and build-side code can read them without pulling in the shell.

/** The pre-rendered form; its presence means "take me over". */
export const STATIC_SIGN_IN_ID = 'atrium-static-sign-in';
export const STATIC_ACCOUNT_ID = 'atrium-static-account';
export const STATIC_PASSWORD_ID = 'atrium-static-password';
/** The container root-config shows until the shell mounts; on /login it holds the form. */
export const BOOT_ID = 'atrium-boot';
