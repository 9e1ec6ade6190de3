import './theme/global.css.ts';

// The site reads the theme through ui; its source is @coinsight/theme, shared with charts.
export { tokens, breakpoints, media, vars, fontStack, focusRing } from '@coinsight/theme';
export { lightTheme } from '@coinsight/theme/lightTheme';

export { Button, buttonVariants } from './primitives/Button/Button.tsx';
export type { ButtonProps, ButtonVariant } from './primitives/Button/Button.tsx';

export { Navbar, navLinks } from './shell/Navbar/Navbar.tsx';
export type { NavbarProps } from './shell/Navbar/Navbar.tsx';
export { Footer, defaultFiling } from './shell/Footer/Footer.tsx';
export type { FooterProps } from './shell/Footer/Footer.tsx';
export { PageLost } from './shell/PageLost/PageLost.tsx';
export type { PageLostProps } from './shell/PageLost/PageLost.tsx';

// One loading bar for the site and the charts; it lives in charts, the lower layer.
export { LoadingProgress, type LoadingProgressProps } from '@coinsight/charts/react';
export { ToastProvider, useToast, toastDurationMs, toastTones } from './feedback/Toast/Toast.tsx';
export type { ToastApi, ToastTone, ToastProviderProps } from './feedback/Toast/Toast.tsx';
export { AlertDialog } from './feedback/AlertDialog/AlertDialog.tsx';
export type { AlertDialogProps } from './feedback/AlertDialog/AlertDialog.tsx';
export { ConfirmDialog, confirmDialogTones } from './feedback/ConfirmDialog/ConfirmDialog.tsx';
export type {
  ConfirmDialogProps,
  ConfirmDialogTone,
} from './feedback/ConfirmDialog/ConfirmDialog.tsx';

export { SliderCaptcha, sliderCaptchaVerdicts } from './account/SliderCaptcha/SliderCaptcha.tsx';
export type {
  SliderCaptchaProps,
  SliderCaptchaVerdict,
  SliderCaptchaView,
} from './account/SliderCaptcha/SliderCaptcha.tsx';
export {
  PasswordStrengthMeter,
  passwordStrengthLabels,
} from './account/PasswordStrengthMeter/PasswordStrengthMeter.tsx';
export type { PasswordStrengthMeterProps } from './account/PasswordStrengthMeter/PasswordStrengthMeter.tsx';
export { LoginDialog } from './account/LoginDialog/LoginDialog.tsx';
export type {
  LoginDialogProps,
  LoginCredentials,
  RegistrationInput,
} from './account/LoginDialog/LoginDialog.tsx';
export { OfflineNotice } from './account/OfflineNotice/OfflineNotice.tsx';
export type { OfflineNoticeProps } from './account/OfflineNotice/OfflineNotice.tsx';
export { PasswordRecoveryForm } from './account/PasswordRecoveryForm/PasswordRecoveryForm.tsx';
export type { PasswordRecoveryFormProps } from './account/PasswordRecoveryForm/PasswordRecoveryForm.tsx';
export type { PasswordRecoveryValues } from './account/PasswordRecoveryForm/passwordRecoverySchema.ts';
export { PasswordResetForm } from './account/PasswordResetForm/PasswordResetForm.tsx';
export type { PasswordResetFormProps } from './account/PasswordResetForm/PasswordResetForm.tsx';
export { AdminLoginForm } from './account/AdminLoginForm/AdminLoginForm.tsx';
export type { AdminLoginFormProps } from './account/AdminLoginForm/AdminLoginForm.tsx';
export type { AdminLoginValues } from './account/AdminLoginForm/adminLoginSchema.ts';
export { ChangePasswordForm } from './account/ChangePasswordForm/ChangePasswordForm.tsx';
export type {
  ChangePasswordFormProps,
  PasswordChange,
} from './account/ChangePasswordForm/ChangePasswordForm.tsx';

export { IndicatorMenu, favoritesGroupId } from './indicators/IndicatorMenu/IndicatorMenu.tsx';
export type {
  IndicatorMenuProps,
  IndicatorMenuGroup,
  IndicatorMenuItem,
  IndicatorMenuPosition,
} from './indicators/IndicatorMenu/IndicatorMenu.tsx';
export { FavoriteToggle } from './indicators/FavoriteToggle/FavoriteToggle.tsx';
export type { FavoriteToggleProps } from './indicators/FavoriteToggle/FavoriteToggle.tsx';
export { RotateSwitch } from './indicators/RotateSwitch/RotateSwitch.tsx';
export type { RotateSwitchProps } from './indicators/RotateSwitch/RotateSwitch.tsx';
export { TouchTip } from './indicators/TouchTip/TouchTip.tsx';
export type { TouchTipProps } from './indicators/TouchTip/TouchTip.tsx';
export { ChartLock, chartLockReasons } from './indicators/ChartLock/ChartLock.tsx';
export type { ChartLockProps, ChartLockReason } from './indicators/ChartLock/ChartLock.tsx';
export { FavoriteChartsGrid } from './indicators/FavoriteChartsGrid/FavoriteChartsGrid.tsx';
export type { FavoriteChartsGridProps } from './indicators/FavoriteChartsGrid/FavoriteChartsGrid.tsx';
export { IndicatorCards } from './indicators/IndicatorCards/IndicatorCards.tsx';
export type {
  IndicatorCardsProps,
  IndicatorCard,
} from './indicators/IndicatorCards/IndicatorCards.tsx';
export { KnowledgeArticle } from './indicators/KnowledgeArticle/KnowledgeArticle.tsx';
export type { KnowledgeArticleProps } from './indicators/KnowledgeArticle/KnowledgeArticle.tsx';
export { ImageUploadForm } from './indicators/ImageUploadForm/ImageUploadForm.tsx';
export type {
  ImageUploadFormProps,
  UploadTarget,
} from './indicators/ImageUploadForm/ImageUploadForm.tsx';

export { InviteCodeCard, copiedNoticeMs } from './membership/InviteCodeCard/InviteCodeCard.tsx';
export type { InviteCodeCardProps } from './membership/InviteCodeCard/InviteCodeCard.tsx';
export { VipStatus } from './membership/VipStatus/VipStatus.tsx';
export type { VipStatusProps } from './membership/VipStatus/VipStatus.tsx';
export { PlanPicker } from './membership/PlanPicker/PlanPicker.tsx';
export type { PlanPickerProps } from './membership/PlanPicker/PlanPicker.tsx';
export { PayMethodPicker } from './membership/PayMethodPicker/PayMethodPicker.tsx';
export type { PayMethodPickerProps } from './membership/PayMethodPicker/PayMethodPicker.tsx';
export { PurchasePanel } from './membership/PurchasePanel/PurchasePanel.tsx';
export type { PurchasePanelProps } from './membership/PurchasePanel/PurchasePanel.tsx';
export { PayQrPanel } from './membership/PayQrPanel/PayQrPanel.tsx';
export type { PayQrPanelProps } from './membership/PayQrPanel/PayQrPanel.tsx';
export { QrCountdown } from './membership/QrCountdown/QrCountdown.tsx';
export type { QrCountdownProps } from './membership/QrCountdown/QrCountdown.tsx';
export { PaymentResult } from './membership/PaymentResult/PaymentResult.tsx';
export type { PaymentResultProps } from './membership/PaymentResult/PaymentResult.tsx';

export { OrderTabs } from './orders/OrderTabs/OrderTabs.tsx';
export type { OrderTabsProps } from './orders/OrderTabs/OrderTabs.tsx';
export { OrderTable } from './orders/OrderTable/OrderTable.tsx';
export type { OrderTableProps } from './orders/OrderTable/OrderTable.tsx';
export { OrderCards } from './orders/OrderCards/OrderCards.tsx';
export type { OrderCardsProps } from './orders/OrderCards/OrderCards.tsx';
export { OrderBrowser, orderBrowserStates } from './orders/OrderBrowser/OrderBrowser.tsx';
export type { OrderBrowserProps, OrderBrowserState } from './orders/OrderBrowser/OrderBrowser.tsx';
export { OrderDetail } from './orders/OrderDetail/OrderDetail.tsx';
export type { OrderDetailProps } from './orders/OrderDetail/OrderDetail.tsx';
export { RefundForm } from './orders/RefundForm/RefundForm.tsx';
export type { RefundFormProps, RefundReceipt } from './orders/RefundForm/RefundForm.tsx';
export { RefundApplicationForm } from './orders/RefundApplicationForm/RefundApplicationForm.tsx';
export type {
  RefundApplicationFormProps,
  RefundApplication,
} from './orders/RefundApplicationForm/RefundApplicationForm.tsx';
export { RefundAdminTable, refundAdminStates } from './admin/RefundAdminTable/RefundAdminTable.tsx';
export type {
  RefundAdminTableProps,
  RefundAdminState,
} from './admin/RefundAdminTable/RefundAdminTable.tsx';
export {
  AdminDashboardLayout,
  adminSections,
  adminSectionLabels,
  adminSectionPlaceholders,
} from './admin/AdminDashboardLayout/AdminDashboardLayout.tsx';
export type {
  AdminDashboardLayoutProps,
  AdminSection,
} from './admin/AdminDashboardLayout/AdminDashboardLayout.tsx';
export { LogoutCountdown } from './admin/LogoutCountdown/LogoutCountdown.tsx';
export { AdminTotpStep, adminTotpStepTexts } from './admin/AdminTotpStep/AdminTotpStep.tsx';
export type { AdminTotpStepProps } from './admin/AdminTotpStep/AdminTotpStep.tsx';
export {
  TotpEnrolment,
  totpEnrolmentSteps,
  totpEnrolmentTexts,
} from './admin/TotpEnrolment/TotpEnrolment.tsx';
export type {
  TotpEnrolmentProps,
  TotpEnrolmentView,
} from './admin/TotpEnrolment/TotpEnrolment.tsx';
export type { LogoutCountdownProps } from './admin/LogoutCountdown/LogoutCountdown.tsx';
export {
  OutboxList,
  outboxListTexts,
  type OutboxListProps,
  type OutboxListState,
  type OutboxMail,
} from './admin/OutboxList/OutboxList.tsx';

export * from './ai/index.ts';
export * from './macro/index.ts';
export * from './chat/index.ts';
export * from './news/index.ts';
export * from './calendar/index.ts';
export * from './analysis/index.ts';
export * from './documents/index.ts';
export * from './alerts/index.ts';
export * from './admin/index.ts';
