import sharp from 'sharp';
import { animatedGif } from './test/fixtures/files';
import { processImage } from './src/modules/uploads/images';
for (const [w,h,p] of [[1000,990,100],[1000,1000,10],[1000,1000,20]]) {
  const g = animatedGif(w,h,p);
  let t = Date.now();
  const m = await sharp(g, { animated: true }).metadata();
  console.log(g.length, m.pages, m.width, m.height, m.pageHeight, Date.now()-t);
  if (p <= 20) { t = Date.now(); const r = await processImage(g, 'image/gif'); console.log('process', Date.now()-t, r.width, r.height, r.variants.length, r.data.length); }
}
