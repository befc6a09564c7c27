/** A square GeoJSON FeatureCollection around (lng, lat), for map tests. */
export function squareMap(lng = 116, lat = 40, name = '方块'): object {
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [lng, lat],
              [lng + 1, lat],
              [lng + 1, lat + 1],
              [lng, lat + 1],
              [lng, lat],
            ],
          ],
        },
      },
    ],
  };
}

let sequence = 0;
export const freshMapCode = () => `map${Date.now().toString(36)}${(sequence++).toString(36)}`;
