// Documents (issue 17): admins' news items, knowledge articles and daily analyses — create, edit, preview, publish, unpublish.
export {};
