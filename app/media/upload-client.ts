/** Uploads files with XMLHttpRequest so the page can show progress. Resolves with the JSON answer. */
export function uploadFiles(files: File[], opts: { gallery?: boolean; caption?: string; category?: string; onProgress?: (fraction: number) => void } = {}) {
  return new Promise<{ images: Array<{ id: string }> }>((resolve, reject) => {
    const body = new FormData();
    for (const f of files) body.append("file", f);
    if (opts.gallery) body.append("gallery", "1");
    if (opts.caption) body.append("caption", opts.caption);
    if (opts.category) body.append("category", opts.category);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/images");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const json = xhr.response as { error?: string; images?: Array<{ id: string }> } | null;
      if (xhr.status >= 200 && xhr.status < 300 && json?.images) resolve({ images: json.images });
      else reject(new Error(json?.error ?? (xhr.status === 401 ? "Your session has ended. Please sign in again." : `Upload failed (${xhr.status}).`)));
    };
    xhr.onerror = () => reject(new Error("The connection was lost during the upload. Please try again."));
    xhr.send(body);
  });
}
