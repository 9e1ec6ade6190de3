// The overlay that asks to buy membership, one chunk loaded when it first opens: its dialog (the
// modal, focus scope and animation code) is not part of the news page's first load. The dynamic
// import names this module, not the ui barrel, whose every export a namespace object would keep.
export { VipOverlay } from '@coinsight/ui';
