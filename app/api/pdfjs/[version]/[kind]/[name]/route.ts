import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { pdfjsAsset } from '@/lib/epd/server/pdfjs-assets';
import { withRequestContext } from '@/lib/observability/server/request-context';

// pdf.js character maps, fonts and decoders from node_modules/pdfjs-dist, so Chinese PDFs without embedded fonts show
// their text (DESIGN.md); the version in the path makes long caching safe.
export const GET = withRequestContext(
  async (
    _req: NextRequest,
    { params }: { params: Promise<{ version: string; kind: string; name: string }> },
  ) => {
    const asset = pdfjsAsset(await params);
    if (!asset) return new NextResponse(null, { status: 404 });
    const bytes = await readFile(
      path.join(process.cwd(), 'node_modules', 'pdfjs-dist', asset.dir, asset.name),
    ).catch(() => null);
    if (!bytes) return new NextResponse(null, { status: 404 });
    return new NextResponse(new Uint8Array(bytes), {
      headers: {
        'content-type': asset.contentType,
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  },
);
