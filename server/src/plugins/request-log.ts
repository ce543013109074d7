// The request log is one category of the system log (issue 16 item 1): one store, one recorder.
export { systemLogPlugin as requestLogPlugin } from '../system-log/plugin';
