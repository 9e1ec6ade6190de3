import './theme/global.css.ts';

// The site reads the theme through ui; its source is @coinsight/theme, shared with charts.
export { tokens, breakpoints, media, vars, fontStack, focusRing } from '@coinsight/theme';
export { lightTheme } from '@coinsight/theme/lightTheme';

export { Button, buttonVariants } from './primitives/Button/Button.tsx';
export type { ButtonProps, ButtonVariant } from './primitives/Button/Button.tsx';
export { Notice } from './primitives/Notice/Notice.tsx';
export type { NoticeProps, NoticeTone } from './primitives/Notice/Notice.tsx';
export { DemoMark } from './primitives/DemoMark/DemoMark.tsx';
export type { DemoMarkProps } from './primitives/DemoMark/DemoMark.tsx';

export { Navbar, navLinks } from './shell/Navbar/Navbar.tsx';
export type { NavbarProps } from './shell/Navbar/Navbar.tsx';
export { Footer, defaultFiling } from './shell/Footer/Footer.tsx';
export type { FooterProps } from './shell/Footer/Footer.tsx';
export { UserAgreement } from './legal/UserAgreement/UserAgreement.tsx';
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
  adminSectionRecords,
  sectionsHiddenFrom,
} from './admin/AdminDashboardLayout/AdminDashboardLayout.tsx';
export type {
  AdminDashboardLayoutProps,
  AdminSection,
  AdminSectionRecord,
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

// The ai area's components.
export { AiChatLayout } from './ai/AiChatLayout/AiChatLayout.tsx';
export type { AiChatLayoutProps } from './ai/AiChatLayout/AiChatLayout.tsx';
export { AiChatHeader } from './ai/AiChatHeader/AiChatHeader.tsx';
export type { AiChatHeaderProps } from './ai/AiChatHeader/AiChatHeader.tsx';
export { AiComposer } from './ai/AiComposer/AiComposer.tsx';
export type { AiComposerProps } from './ai/AiComposer/AiComposer.tsx';
export { AiMarkdown } from './ai/AiMarkdown/AiMarkdown.tsx';
export type { AiMarkdownProps } from './ai/AiMarkdown/AiMarkdown.tsx';
export { toDollarMath } from './ai/AiMarkdown/mathDelimiters.ts';
export { AiMessageList, aiMessageStates } from './ai/AiMessageList/AiMessageList.tsx';
export type {
  AiMessageListProps,
  AiMessageState,
  AiMessageView,
} from './ai/AiMessageList/AiMessageList.tsx';
export { typingMsPerCharacter } from './ai/AiMessageList/useTyping.ts';
export { AiModelPicker } from './ai/AiModelPicker/AiModelPicker.tsx';
export type { AiModelPickerProps } from './ai/AiModelPicker/AiModelPicker.tsx';
export { AiReasoning } from './ai/AiReasoning/AiReasoning.tsx';
export type { AiReasoningProps } from './ai/AiReasoning/AiReasoning.tsx';
export { AiSidebar } from './ai/AiSidebar/AiSidebar.tsx';
export type { AiSidebarProps } from './ai/AiSidebar/AiSidebar.tsx';
export { AiWelcome } from './ai/AiWelcome/AiWelcome.tsx';
export type { AiWelcomeProps } from './ai/AiWelcome/AiWelcome.tsx';

// The macro area's components.
export {
  FinancialOverviewTable,
  defaultOverviewPageSize,
  overviewPageSizes,
  overviewStatuses,
} from './macro/FinancialOverviewTable/FinancialOverviewTable.tsx';
export type {
  FinancialOverviewTableProps,
  OverviewPageSize,
  OverviewStatus,
} from './macro/FinancialOverviewTable/FinancialOverviewTable.tsx';
export {
  SeriesDetail,
  seriesDetailStatuses,
  seriesDetailTabs,
} from './macro/SeriesDetail/SeriesDetail.tsx';
export type {
  SeriesDetailProps,
  SeriesDetailStatus,
  SeriesDetailTab,
} from './macro/SeriesDetail/SeriesDetail.tsx';

// The chat area's components.
export {
  AddGroupDialog,
  addGroupSteps,
  addGroupTexts,
  type AddGroupDialogProps,
  type AddGroupStep,
} from './chat/AddGroupDialog/AddGroupDialog.tsx';
export {
  ChatFunctionBar,
  chatViewLabels,
  chatViews,
  type ChatFunctionBarProps,
  type ChatView,
} from './chat/ChatFunctionBar/ChatFunctionBar.tsx';
export {
  ChatWindow,
  chatLauncherGutter,
  chatWindowStates,
  chatWindowTexts,
  type ChatWindowProps,
  type ChatWindowState,
} from './chat/ChatWindow/ChatWindow.tsx';
export {
  ChatWindowLayout,
  type ChatWindowLayoutProps,
} from './chat/ChatWindow/ChatWindowLayout.tsx';
export {
  ChatWindowNotice,
  type ChatWindowNoticeProps,
} from './chat/ChatWindow/ChatWindowNotice.tsx';
export {
  EmojiPicker,
  chatEmojis,
  type ChatEmoji,
  type EmojiPickerProps,
} from './chat/EmojiPicker/EmojiPicker.tsx';
export {
  GroupList,
  groupListStates,
  groupListTexts,
  type GroupListProps,
  type GroupListState,
} from './chat/GroupList/GroupList.tsx';
export {
  JoinRequestList,
  joinRequestListStates,
  joinRequestListTexts,
  type JoinRequestItem,
  type JoinRequestListProps,
  type JoinRequestListState,
} from './chat/JoinRequestList/JoinRequestList.tsx';
export {
  MemberList,
  memberListStates,
  memberListTexts,
  type MemberListProps,
  type MemberListState,
} from './chat/MemberList/MemberList.tsx';
export {
  MessageComposer,
  messageComposerTexts,
  type MessageComposerProps,
} from './chat/MessageComposer/MessageComposer.tsx';
export {
  MessagePane,
  messagePaneStates,
  messagePaneTexts,
  type MessagePaneProps,
  type MessagePaneState,
  type PaneMessage,
} from './chat/MessagePane/MessagePane.tsx';

// The news area's components.
export { NewsCalendar } from './news/NewsCalendar/NewsCalendar.tsx';
export type { NewsCalendarProps } from './news/NewsCalendar/NewsCalendar.tsx';
export { NewsFilterTabs } from './news/NewsFilterTabs/NewsFilterTabs.tsx';
export type { NewsFilterTabsProps } from './news/NewsFilterTabs/NewsFilterTabs.tsx';
export { NewsCard } from './news/NewsCard/NewsCard.tsx';
export type { NewsCardProps } from './news/NewsCard/NewsCard.tsx';
export { NewsList, newsListStatuses } from './news/NewsList/NewsList.tsx';
export type { NewsListProps, NewsListStatus } from './news/NewsList/NewsList.tsx';
export { VipOverlay } from './news/VipOverlay/VipOverlay.tsx';
export type { VipOverlayProps } from './news/VipOverlay/VipOverlay.tsx';
export { NewsDetail, newsDetailStatuses } from './news/NewsDetail/NewsDetail.tsx';
export type {
  NewsDetailContent,
  NewsDetailProps,
  NewsDetailStatus,
} from './news/NewsDetail/NewsDetail.tsx';
export { RelatedNewsTree, relatedNewsStatuses } from './news/RelatedNewsTree/RelatedNewsTree.tsx';
export type {
  RelatedNewsStatus,
  RelatedNewsTreeProps,
} from './news/RelatedNewsTree/RelatedNewsTree.tsx';
export {
  RecentlyViewedCarousel,
  carouselStatuses,
} from './news/RecentlyViewedCarousel/RecentlyViewedCarousel.tsx';
export type {
  CarouselStatus,
  RecentlyViewedCarouselProps,
} from './news/RecentlyViewedCarousel/RecentlyViewedCarousel.tsx';
export {
  EventTimeline,
  eventTimelineStatuses,
  timelineRevealMs,
} from './news/EventTimeline/EventTimeline.tsx';
export type {
  EventTimelineProps,
  EventTimelineStatus,
  TimelineEvent,
} from './news/EventTimeline/EventTimeline.tsx';
export { NewsSearch, newsSearchStatuses } from './news/NewsSearch/NewsSearch.tsx';
export type {
  NewsSearchHit,
  NewsSearchProps,
  NewsSearchStatus,
} from './news/NewsSearch/NewsSearch.tsx';
export { NewsFlash, newsFlashStatuses } from './news/NewsFlash/NewsFlash.tsx';
export type { NewsFlashProps, NewsFlashStatus } from './news/NewsFlash/NewsFlash.tsx';

// The calendar area's components.
export {
  EconomicCalendarTable,
  calendarTableStatuses,
} from './calendar/EconomicCalendarTable/EconomicCalendarTable.tsx';
export type {
  CalendarFigure,
  CalendarTableRow,
  CalendarTableStatus,
  EconomicCalendarTableProps,
} from './calendar/EconomicCalendarTable/EconomicCalendarTable.tsx';
export {
  CalendarHistory,
  calendarHistoryStatuses,
  calendarHistoryTabs,
} from './calendar/CalendarHistory/CalendarHistory.tsx';
export type {
  CalendarHistoryProps,
  CalendarHistoryRow,
  CalendarHistoryStatus,
  CalendarHistoryTab,
} from './calendar/CalendarHistory/CalendarHistory.tsx';

// The analysis area's components.
export { AnalysisMenu, analysisMenuStatuses } from './analysis/AnalysisMenu/AnalysisMenu.tsx';
export type {
  AnalysisMenuProps,
  AnalysisMenuStatus,
} from './analysis/AnalysisMenu/AnalysisMenu.tsx';
export {
  AnalysisReport,
  analysisReportStatuses,
} from './analysis/AnalysisReport/AnalysisReport.tsx';
export type {
  AnalysisReportProps,
  AnalysisReportStatus,
} from './analysis/AnalysisReport/AnalysisReport.tsx';
export { DailyAnalysis } from './analysis/DailyAnalysis/DailyAnalysis.tsx';
export type { DailyAnalysisProps } from './analysis/DailyAnalysis/DailyAnalysis.tsx';
export {
  LatestAnalysis,
  latestAnalysisStatuses,
} from './analysis/LatestAnalysis/LatestAnalysis.tsx';
export type {
  LatestAnalysisProps,
  LatestAnalysisStatus,
} from './analysis/LatestAnalysis/LatestAnalysis.tsx';

// The documents area's components.
export {
  RichTextEditor,
  type RichTextEditorProps,
} from './documents/RichTextEditor/RichTextEditor.tsx';
export {
  DocumentList,
  documentListStatuses,
  type DocumentListProps,
  type DocumentListStatus,
} from './documents/DocumentList/DocumentList.tsx';
export {
  DocumentEditor,
  newsTypeLabels,
  type DocumentEditorProps,
} from './documents/DocumentEditor/DocumentEditor.tsx';
export {
  DocumentPreview,
  documentPreviewStatuses,
  type DocumentPreviewProps,
  type DocumentPreviewStatus,
} from './documents/DocumentPreview/DocumentPreview.tsx';
export {
  AnalysisEditor,
  analysisEditorStatuses,
  type AnalysisEditorProps,
  type AnalysisEditorStatus,
} from './documents/AnalysisEditor/AnalysisEditor.tsx';

// The alerts area's components.
export {
  AlertRuleForm,
  alertKindLabels,
  type AlertRuleFormProps,
} from './alerts/AlertRuleForm/AlertRuleForm.tsx';
export { AlertsPanel, type AlertsPanelProps } from './alerts/AlertsPanel/AlertsPanel.tsx';
export { AlertToasts, type AlertToastsProps } from './alerts/AlertToasts/AlertToasts.tsx';

// The admin console's screens (issue 17); the older admin pieces are above.
export {
  AdminStatistics,
  adminStatisticsTexts,
  type AdminStatisticsProps,
  type StatisticsRange,
} from './admin/AdminStatistics/AdminStatistics.tsx';
export {
  MemberSearch,
  memberSearchStates,
  type MemberSearchProps,
  type MemberSearchState,
} from './admin/MemberSearch/MemberSearch.tsx';
export { MemberDetail, type MemberDetailProps } from './admin/MemberDetail/MemberDetail.tsx';
export {
  MemberActionDialog,
  memberActionLabels,
  memberActions,
  type MemberAction,
  type MemberActionDialogProps,
} from './admin/MemberDetail/MemberActionDialog.tsx';
export {
  AuditLogTable,
  type AuditFilters,
  type AuditLogTableProps,
} from './admin/AuditLogTable/AuditLogTable.tsx';
export { auditChanges, type AuditChange } from './admin/AuditLogTable/auditChanges.ts';
export {
  AdminAccounts,
  type AdminAccountsProps,
  type NewAdmin,
} from './admin/AdminAccounts/AdminAccounts.tsx';
export {
  IndicatorCatalogue,
  type IndicatorCatalogueProps,
} from './admin/IndicatorCatalogue/IndicatorCatalogue.tsx';
export {
  DataStatusPanel,
  type DataSourceStatus,
  type DataStatusPanelProps,
} from './admin/DataStatusPanel/DataStatusPanel.tsx';
export {
  SourceStatusPanel,
  type SourceStatusPanelProps,
} from './admin/SourceStatusPanel/SourceStatusPanel.tsx';

export { HomeHero } from './home/HomeHero/HomeHero.tsx';
export type { HomeHeroLink, HomeHeroProps } from './home/HomeHero/HomeHero.tsx';
export { HomeBenefits } from './home/HomeBenefits/HomeBenefits.tsx';
export type { HomeBenefit, HomeBenefitsProps } from './home/HomeBenefits/HomeBenefits.tsx';
export { HomeAiReports } from './home/HomeAiReports/HomeAiReports.tsx';
export type { HomeAiReportTopic, HomeAiReportsProps } from './home/HomeAiReports/HomeAiReports.tsx';
