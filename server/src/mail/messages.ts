/**
 * Why a mail could not be sent or a mail server test failed, as sentences that say what to check
 * (issue 17 item 8); spread into i18n/messages.ts. The library's own text (ESOCKET, ECONNREFUSED…)
 * goes to the server log only.
 */
export const mailMessages = {
  mailConnectRefused: {
    zh: '无法连接邮件服务器 {host}:{port}，请检查地址、端口和加密方式',
    zhtw: '無法連線郵件伺服器 {host}:{port}，請檢查位址、連接埠和加密方式',
    en: 'Cannot connect to the mail server {host}:{port}; check the address, the port and the encryption setting',
  },
  mailConnectTimeout: {
    zh: '邮件服务器 {host}:{port} 没有响应，请检查地址、端口和网络',
    zhtw: '郵件伺服器 {host}:{port} 沒有回應，請檢查位址、連接埠和網路',
    en: 'The mail server {host}:{port} did not answer; check the address, the port and the network',
  },
  mailHostNotFound: {
    zh: '找不到邮件服务器 {host}，请检查服务器地址',
    zhtw: '找不到郵件伺服器 {host}，請檢查伺服器位址',
    en: 'The mail server {host} cannot be found; check the server address',
  },
  mailTlsFailed: {
    zh: '与邮件服务器 {host}:{port} 建立加密连接失败，请检查 SSL 设置是否与端口一致、服务器证书是否有效',
    zhtw: '與郵件伺服器 {host}:{port} 建立加密連線失敗，請檢查 SSL 設定是否與連接埠一致、伺服器憑證是否有效',
    en: 'The encrypted connection to the mail server {host}:{port} failed; check that the SSL setting matches the port and that the server certificate is valid',
  },
  mailAuthFailed: {
    zh: '邮件服务器拒绝了账号或密码，请检查账号和密码（部分邮箱需使用授权码）',
    zhtw: '郵件伺服器拒絕了賬號或密碼，請檢查賬號和密碼（部分郵箱需使用授權碼）',
    en: 'The mail server refused the account or password; check them (some providers need an app password)',
  },
  mailAuthUnavailable: {
    zh: '邮件服务器 {host}:{port} 在此连接上不允许登录，请尝试开启 SSL 或更换端口',
    zhtw: '郵件伺服器 {host}:{port} 在此連線上不允許登入，請嘗試開啟 SSL 或更換連接埠',
    en: 'The mail server {host}:{port} does not allow signing in on this connection; try SSL or another port',
  },
  mailRejected: {
    zh: '邮件服务器拒绝了这封邮件（{reply}），请检查发件人和收件人地址',
    zhtw: '郵件伺服器拒絕了這封郵件（{reply}），請檢查寄件人和收件人位址',
    en: 'The mail server refused this mail ({reply}); check the sender and recipient addresses',
  },
  mailUnexpectedReply: {
    zh: '{host}:{port} 的应答不像邮件服务器，请检查端口和加密方式',
    zhtw: '{host}:{port} 的回應不像郵件伺服器，請檢查連接埠和加密方式',
    en: 'The answer from {host}:{port} is not that of a mail server; check the port and the encryption setting',
  },
};
