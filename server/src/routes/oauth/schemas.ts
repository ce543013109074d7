import { bool, envelope, emptyEnvelope, int, nullableInt, nullableStr, objectOf, str } from '../common-schemas';

const loginField = { type: 'string', maxLength: 200 } as const;

/** Form-encoded by the JNPF client; JSON works too. Unknown fields are ignored, as JNPF does. */
export const loginSchema = {
  body: {
    type: 'object',
    required: ['account', 'password'],
    properties: {
      account: { type: 'string', minLength: 1, maxLength: 100 },
      password: { type: 'string', minLength: 1, maxLength: 200 },
      jnpf_ticket: loginField,
      origin: loginField,
      code: loginField,
      timestamp: loginField,
      client_id: loginField,
      client_secret: loginField,
      scope: loginField,
      grant_type: loginField,
    },
  },
  response: envelope(objectOf({ token: str, theme: str })),
};

export const lockScreenSchema = {
  body: {
    type: 'object',
    required: ['account', 'password'],
    properties: {
      account: { type: 'string', minLength: 1, maxLength: 100 },
      password: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
  response: emptyEnvelope,
};

export const logoutSchema = { response: emptyEnvelope };

export const loginConfigSchema = {
  params: objectOf({ id: { type: 'string', maxLength: 100 } }),
  response: envelope(objectOf({
    sysName: str,
    sysVersion: str,
    copyright: str,
    logoIcon: str,
    loginIcon: str,
    loginNeedCode: int,
    // Atrium's additions (a JNPF server leaves them out; the sign-in page then shows every method).
    smsSignIn: int,
    qrSignIn: int,
    ssoTypes: { type: 'array', items: str },
  })),
};

export const sysConfigInfoSchema = objectOf({
  sysName: str,
  sysVersion: str,
  copyright: str,
  logoIcon: str,
  loginIcon: str,
  navigationIcon: str,
  mandatoryModificationOfInitialPassword: int,
  loginNeedCode: int,
  singleLogin: int,
  passwordStrengthLimit: int,
  passwordLengthMin: int,
  passwordLengthMinNumber: int,
  containsNumbers: int,
  includeLowercaseLetters: int,
  includeUppercaseLetters: int,
  containsCharacters: int,
});

const menuFields = {
  id: str,
  parentId: str,
  systemId: str,
  enCode: str,
  fullName: str,
  type: int,
  icon: str,
  urlAddress: str,
  linkTarget: str,
  propertyJson: nullableStr,
  sortCode: int,
};

/** Shared so the menu tree can refer to itself; registered with app.addSchema. */
export const menuNodeSchema = {
  $id: 'atrium.menuNode',
  ...objectOf({
    ...menuFields,
    hasChildren: bool,
    children: { type: 'array', items: { $ref: 'atrium.menuNode#' } },
  }),
};

const permissionItem = objectOf({ id: str, enCode: str, fullName: str });

export const userInfoSchema = objectOf({
  userId: str,
  id: str,
  account: str,
  userAccount: str,
  userName: str,
  realName: str,
  headIcon: str,
  portalId: str,
  signImg: str,
  isAdministrator: bool,
  organizeId: str,
  organizeName: str,
  departmentId: str,
  departmentName: str,
  positionId: str,
  positionIds: { type: 'array', items: str },
  positionName: str,
  roleIds: { type: 'array', items: str },
  roleName: str,
  changePasswordDate: nullableInt,
  prevLogin: int,
  prevLoginTime: nullableInt,
  prevLoginIPAddress: str,
  prevLoginIPAddressName: str,
  loginTime: nullableInt,
  loginIPAddress: str,
  systemId: str,
  systemIds: { type: 'array', items: objectOf({ id: str, name: str, icon: str, currentSystem: bool }) },
  language: str,
  theme: str,
});

export const currentUserSchema = {
  response: envelope(objectOf({
    menuList: { type: 'array', items: { $ref: 'atrium.menuNode#' } },
    userInfo: userInfoSchema,
    permissionList: {
      type: 'array',
      items: objectOf({
        modelId: str,
        moduleName: str,
        button: { type: 'array', items: permissionItem },
        column: { type: 'array', items: permissionItem },
        form: { type: 'array', items: permissionItem },
        columnAuthorize: bool,
        formAuthorize: bool,
      }),
    },
    routerList: { type: 'array', items: objectOf(menuFields) },
    sysConfigInfo: sysConfigInfoSchema,
  })),
};
