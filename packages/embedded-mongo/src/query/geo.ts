/**
 * Geo queries without geo indexes: `$geoWithin` / `$within` (`$box`, `$polygon`, `$center`,
 * `$centerSphere`, `$geometry` Polygon / MultiPolygon) and `$near` / `$nearSphere` (legacy
 * pairs or GeoJSON points, `$maxDistance` / `$minDistance`), tested per document. Polygons are
 * planar (MongoDB's 2dsphere uses great-circle edges: they differ only for large shapes);
 * `$near` results are ordered by distance by the caller (execute.ts); `$geoIntersects` compares
 * GeoJSON geometries (points, segments, polygon rings) in the plane. The `$geoNear` stage
 * remains unsupported.
 */
import type { Document } from "bson";
import { isPlainDocument, toNumber } from "../bson/values.js";
import { MongoServerError } from "../errors.js";

type Point = [number, number];

const EARTH_RADIUS_M = 6378100;

function num(v: unknown): number {
  return typeof v === "string" ? Number(v) : toNumber(v);
}

/** A legacy pair `[x, y]`, an embedded `{x, y}`-like document, or a GeoJSON Point. */
export function pointOf(v: unknown): Point | undefined {
  if (Array.isArray(v)) {
    if (v.length < 2) return undefined;
    const p: Point = [num(v[0]), num(v[1])];
    return Number.isFinite(p[0]) && Number.isFinite(p[1]) ? p : undefined;
  }
  if (!isPlainDocument(v)) return undefined;
  if (v.type === "Point") return pointOf(v.coordinates);
  const vals = Object.values(v);
  return vals.length >= 2 ? pointOf(vals) : undefined;
}

function planar(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Great-circle distance in radians between two [lng, lat] points in degrees. */
function spherical(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function inRing(p: Point, ring: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function points(v: unknown): Point[] {
  if (!Array.isArray(v)) throw new MongoServerError(2, "geo shape needs an array of points");
  return v.map((x) => {
    const p = pointOf(x);
    if (!p) throw new MongoServerError(2, `Point must be an array or object: ${JSON.stringify(x)}`);
    return p;
  });
}

function inPolygon(p: Point, rings: unknown): boolean {
  const [outer, ...holes] = (rings as unknown[]).map(points);
  return outer !== undefined && inRing(p, outer) && !holes.some((h) => inRing(p, h));
}

function shapeTest(shape: unknown): (p: Point) => boolean {
  if (!isPlainDocument(shape)) throw new MongoServerError(2, "$geoWithin needs a shape document");
  if (shape.$box !== undefined) {
    const [a, b] = points(shape.$box) as [Point, Point];
    const [x1, x2] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
    const [y1, y2] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
    return (p) => p[0] >= x1 && p[0] <= x2 && p[1] >= y1 && p[1] <= y2;
  }
  if (shape.$polygon !== undefined) {
    const ring = points(shape.$polygon);
    return (p) => inRing(p, ring);
  }
  if (shape.$center !== undefined || shape.$centerSphere !== undefined) {
    const sphere = shape.$centerSphere !== undefined;
    const arg = (sphere ? shape.$centerSphere : shape.$center) as unknown[];
    const center = pointOf(arg?.[0]);
    const r = num(arg?.[1]);
    if (!center || !Number.isFinite(r)) throw new MongoServerError(2, "malformed $center / $centerSphere");
    return (p) => (sphere ? spherical(p, center) : planar(p, center)) <= r;
  }
  if (isPlainDocument(shape.$geometry)) {
    const g = shape.$geometry;
    if (g.type === "Polygon") return (p) => inPolygon(p, g.coordinates);
    if (g.type === "MultiPolygon") return (p) => (g.coordinates as unknown[]).some((poly) => inPolygon(p, poly));
    throw new MongoServerError(2, `$geoWithin not supported with geometry type ${String(g.type)}`);
  }
  throw new MongoServerError(2, `unknown geo specifier: ${Object.keys(shape)[0] ?? ""}`);
}

/** `$geoWithin`: the value (a point, or each point of an array of legacy pairs) lies in the shape. */
export function geoWithinTest(shape: unknown): (v: unknown) => boolean {
  const inside = shapeTest(shape);
  return (v) => {
    const p = pointOf(v);
    return p !== undefined && inside(p);
  };
}

export interface NearSpec {
  /** Distance from the query point to a value (Infinity when the value is no point). */
  distance(v: unknown): number;
  min: number;
  max: number;
  /** Needs a 2dsphere index (GeoJSON point) or accepts a 2d one (legacy pair). */
  geoJson: boolean;
}

/** `{$near | $nearSphere: point, $maxDistance?, $minDistance?}` on one field. */
export function nearSpec(ops: Document): NearSpec {
  const sphere = ops.$nearSphere !== undefined;
  let target: unknown = sphere ? ops.$nearSphere : ops.$near;
  let max = ops.$maxDistance === undefined ? Infinity : num(ops.$maxDistance);
  let min = ops.$minDistance === undefined ? 0 : num(ops.$minDistance);
  const geoJson = isPlainDocument(target) && isPlainDocument(target.$geometry);
  if (geoJson && isPlainDocument(target)) {
    if (target.$maxDistance !== undefined) max = num(target.$maxDistance);
    if (target.$minDistance !== undefined) min = num(target.$minDistance);
    target = target.$geometry;
  }
  const center = pointOf(target);
  if (!center) throw new MongoServerError(2, "$near requires a point");
  const distance = (v: unknown): number => {
    const p = pointOf(v);
    if (!p) return Infinity;
    if (geoJson) return spherical(p, center) * EARTH_RADIUS_M;
    return sphere ? spherical(p, center) : planar(p, center);
  };
  return { distance, min, max, geoJson };
}

/** A GeoJSON geometry as points, segments and polygons (outer ring + holes). */
interface Parts {
  points: Point[];
  segments: Array<[Point, Point]>;
  polygons: unknown[];
}

function partsOf(g: unknown): Parts | undefined {
  if (!isPlainDocument(g)) {
    const p = pointOf(g);
    return p ? { points: [p], segments: [], polygons: [] } : undefined;
  }
  const out: Parts = { points: [], segments: [], polygons: [] };
  const line = (coords: unknown): void => {
    const ps = points(coords);
    out.points.push(...ps);
    for (let i = 1; i < ps.length; i++) out.segments.push(...edge(ps[i - 1] as Point, ps[i] as Point));
  };
  const polygon = (coords: unknown): void => {
    out.polygons.push(coords);
    for (const ring of coords as unknown[]) line(ring);
  };
  const c = g.coordinates as unknown[];
  switch (g.type) {
    case "Point":
      return partsOf(c);
    case "MultiPoint":
      out.points.push(...points(c));
      break;
    case "LineString":
      line(c);
      break;
    case "MultiLineString":
      for (const l of c) line(l);
      break;
    case "Polygon":
      polygon(c);
      break;
    case "MultiPolygon":
      for (const p of c) polygon(p);
      break;
    default:
      return undefined;
  }
  return out;
}

/**
 * An edge between two [lng, lat] points takes the short way round: one spanning more than 180
 * degrees of longitude crosses the antimeridian, so it is split there into two planar pieces.
 */
function edge(a: Point, b: Point): Array<[Point, Point]> {
  if (Math.abs(b[0] - a[0]) <= 180) return [[a, b]];
  const bx = b[0] > a[0] ? b[0] - 360 : b[0] + 360;
  const side = bx < a[0] ? -180 : 180;
  const y = a[1] + ((side - a[0]) / (bx - a[0])) * (b[1] - a[1]);
  return [
    [a, [side, y]],
    [[-side, y], b],
  ];
}

function cross(o: Point, a: Point, b: Point): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

function onSegment(p: Point, [a, b]: [Point, Point]): boolean {
  return (
    cross(a, b, p) === 0 &&
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

function segmentsCross(s: [Point, Point], t: [Point, Point]): boolean {
  const d1 = cross(t[0], t[1], s[0]);
  const d2 = cross(t[0], t[1], s[1]);
  const d3 = cross(s[0], s[1], t[0]);
  const d4 = cross(s[0], s[1], t[1]);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return onSegment(s[0], t) || onSegment(s[1], t) || onSegment(t[0], s) || onSegment(t[1], s);
}

function intersects(a: Parts, b: Parts): boolean {
  const pointHits = (x: Parts, y: Parts): boolean =>
    x.points.some(
      (p) =>
        y.polygons.some((poly) => inPolygon(p, poly)) ||
        y.segments.some((s) => onSegment(p, s)) ||
        y.points.some((q) => q[0] === p[0] && q[1] === p[1]),
    );
  if (pointHits(a, b) || pointHits(b, a)) return true;
  return a.segments.some((s) => b.segments.some((t) => segmentsCross(s, t)));
}

/** `$geoIntersects: {$geometry}`: the stored geometry and the query geometry share a point. */
export function geoIntersectsTest(arg: unknown): (v: unknown) => boolean {
  const query = isPlainDocument(arg) ? partsOf(arg.$geometry) : undefined;
  if (!query) throw new MongoServerError(2, "$geoIntersects needs a $geometry");
  return (v) => {
    const stored = partsOf(v);
    return stored !== undefined && intersects(stored, query);
  };
}
