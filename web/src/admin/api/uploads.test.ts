import { describe, expect, it } from 'vitest';
import { uploadImage, uploadProblem } from './uploads';
import { LIMITS } from '../../../../gateway/src/services/limits';

const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'x', { type });

describe('image uploads', () => {
  it('accepts PNG, JPEG, GIF, WebP, BMP and ICO (under each name browsers give them) up to 5 MB before sending', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/x-ms-bmp', 'image/x-icon', 'image/vnd.microsoft.icon']) {
      expect(uploadProblem(file(type)), type).toBeNull();
    }
    expect(uploadProblem(file('image/svg+xml'))).toBe('Only PNG, JPEG, GIF, WebP, BMP and ICO images can be uploaded');
    expect(uploadProblem(file('application/pdf'))).toBe('Only PNG, JPEG, GIF, WebP, BMP and ICO images can be uploaded');
    expect(uploadProblem(file('image/tiff'))).toBe('Only PNG, JPEG, GIF, WebP, BMP and ICO images can be uploaded');
    expect(uploadProblem(file('image/png', LIMITS.imageBytes + 1))).toBe('Images must be at most 5 MB');
  });

  it('sends the file as multipart field "file" with the bearer token, and answers the URL', async () => {
    localStorage.setItem('adminToken', 'tok');
    let sent: RequestInit | undefined;
    const url = await uploadImage(file('image/png'), async (_input, init) => {
      sent = init;
      return new Response(JSON.stringify({ success: true, url: '/uploads/abc.png' }), { status: 201 });
    });
    expect(url).toBe('/uploads/abc.png');
    expect((sent!.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect((sent!.body as FormData).get('file')).toBeInstanceOf(File);
    localStorage.removeItem('adminToken');
  });

  it("throws the server's message when it refuses", async () => {
    const refuse = async () => new Response(JSON.stringify({ success: false, message: 'Images must be at most 5 MB' }), { status: 413 });
    await expect(uploadImage(file('image/png'), refuse)).rejects.toThrow('Images must be at most 5 MB');
    const broken = async () => new Response('<html>bad gateway</html>', { status: 502 });
    await expect(uploadImage(file('image/png'), broken)).rejects.toThrow('The image could not be uploaded (HTTP 502)');
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(uploadImage(file('image/png'), offline)).rejects.toThrow('The image could not be sent: Failed to fetch');
  });
});
