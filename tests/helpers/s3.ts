import S3rver from "s3rver";
import { tempDir } from "./db";

/**
 * A real S3-speaking server on loopback (s3rver) with one bucket, and the environment a test
 * server needs to keep its files there (the uploads, and with more than one instance the
 * server's own files: decision 0061).
 */
export async function startS3(bucket = "shared-files") {
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: tempDir(), configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  };
  return { env, close: () => server.close() };
}
