// The shell's dialogs, one chunk loaded the first time either opens. The dynamic import names this
// module, not the ui barrel, whose every export a namespace object would keep.
export { LoginDialog, OfflineNotice } from '@coinsight/ui';
