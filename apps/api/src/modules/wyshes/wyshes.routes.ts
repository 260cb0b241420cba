// GET /media/wyshes/:slug/:format.svg: a wysh's icon or header, drawn from the published catalogue.
import type { FastifyInstance } from 'fastify';
import { catalogue } from './wyshes.catalogue.ts';
import { isWyshImageFormat, wyshImageSvg } from './wyshes.images.ts';

const categoryOfWysh = new Map(
  catalogue.flatMap((category) => category.wyshes.map((wysh) => [wysh.slug, category] as const)),
);

export function registerWyshImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { slug: string; file: string } }>('/media/wyshes/:slug/:file', async (request, reply) => {
    const { slug, file } = request.params;
    const format = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    const category = categoryOfWysh.get(slug);
    if (!category || !isWyshImageFormat(format)) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(wyshImageSvg(format, category.slug, category.color));
  });
}
