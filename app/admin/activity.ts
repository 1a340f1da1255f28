/** How the activity log names what happened (plain module: the page shows these). */
export const ACTIVITY_LABELS: Record<string, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "password-changed": "Changed own password",
  "password-change-failed": "Wrong current password when changing it",
  "password-reset": "Reset password by link",
  "reset-requested": "Asked for a reset link",
  "invite-accepted": "Accepted an invitation",
  "content-create": "Created content",
  "content-update": "Updated content",
  "content-delete": "Deleted content",
  "image-alt": "Changed alt text",
  "image-delete": "Deleted an image",
  "image-upload": "Uploaded images",
  "gallery-reorder": "Reordered the gallery",
  "gallery-remove": "Removed an image from the gallery",
  "seo-save": "Saved SEO settings",
  "settings-save": "Saved settings",
  "lead-save": "Updated a lead",
  invite: "Invited someone",
  "set-role": "Changed a role",
  "reset-link": "Made a reset link",
  remove: "Removed someone",
};

export const activityLabel = (action: string) => ACTIVITY_LABELS[action] ?? action;
