import type { Response } from "express";

/** Plain pages the server answers itself when the app cannot (decision 0020). */
/** The page a request gets while the database cannot be reached: 503, plain words, try again soon. */
export function databaseUnavailablePage(res: Response) {
  res.status(503).setHeader("Retry-After", "30").setHeader("Cache-Control", "no-store").type("html");
  res.send(
    '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Back in a minute</title></head>' +
      '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#0f172a">' +
      "<h1>Back in a minute</h1><p>The site is having trouble reaching its database. Please try again in a minute. Nothing you sent before this page was lost.</p>" +
      '<p><a href="/">Try the home page</a></p></body></html>',
  );
}

/** The thank-you a visitor gets when their message was kept in the spool while the database is away. */
export function leadKeptPage(res: Response) {
  res.status(200).setHeader("Cache-Control", "no-store").type("html");
  res.send(
    '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Message received</title></head>' +
      '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#0f172a">' +
      '<h1>Message received</h1><p role="status">Thank you for your message! We will get back to you soon.</p>' +
      '<p><a href="/">Back to the home page</a></p></body></html>',
  );
}

/** The page a visitor gets when the render lane's line is full (decision 0034): try again in a few seconds. */
export function busyPage(res: Response) {
  res.status(503).setHeader("Retry-After", "5").setHeader("Cache-Control", "no-store").type("html");
  res.send(
    '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy for a moment</title></head>' +
      '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#0f172a">' +
      "<h1>Busy for a moment</h1><p>Many pages are being prepared right now. Please try again in a few seconds.</p>" +
      '<p><a href="/">Try the home page</a></p></body></html>',
  );
}
