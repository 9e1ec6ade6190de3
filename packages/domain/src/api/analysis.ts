// Daily analysis (issue 15, spec 3 §2.2, §3): the months and days on offer, one day's record, and the admin's edit.
export {};
