const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Qadam API</title>
<style>body { margin: 0; }</style>
</head>
<body>
<redoc spec-url="/api/docs/openapi.json" hide-download-button="false" expand-responses="200" path-in-middle-panel="true"></redoc>
<script src="/api/docs/viewer.js"></script>
</body>
</html>
`;

// GET /api/docs — this reference, for people (Redoc)
export function GET() {
  return new Response(PAGE, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
  });
}
