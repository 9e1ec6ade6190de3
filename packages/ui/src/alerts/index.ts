// The alerts area's components; the package index re-exports them.
export * from './AlertRuleForm/AlertRuleForm.tsx';
export * from './AlertsPanel/AlertsPanel.tsx';
export * from './AlertToasts/AlertToasts.tsx';
