/** A one-time notice carried across a redirect (shown as a toast, or as a banner without JavaScript). */
export interface Flash {
  title: string;
  description?: string;
  kind: "success" | "error";
  /**
   * Where it is shown: by default a toast (a banner without JavaScript); a form's intent here puts
   * it beside that form instead, which Settings' screens do (decision 0038).
   */
  beside?: string;
}
