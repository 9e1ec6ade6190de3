// The admin console (issue 17): statistics, members, admins and roles, the indicator catalogue and data status, the audit log.
export {};
