// spark-md5 behind the Md5State interface: the worker's fallback when WebAssembly is refused, and
// the page's when no worker starts.
import SparkMD5 from 'spark-md5';
import type { Md5State } from './md5';

export function sparkMd5(): Md5State {
  const spark = new SparkMD5.ArrayBuffer();
  // spark-md5 takes whole ArrayBuffers: a view (a stream's chunk) is copied out first.
  return { update: (data) => spark.append(data instanceof Uint8Array ? data.slice().buffer : data), digest: () => spark.end() };
}
