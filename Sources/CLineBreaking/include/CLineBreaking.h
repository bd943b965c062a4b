#ifndef FONTSCALE_CLINEBREAKING_H
#define FONTSCALE_CLINEBREAKING_H

// Where Unicode's line-breaking algorithm (UAX #14) lets a line end, found by ICU's line break
// iterator, as a C API that names no ICU type: Swift imports this header and never ICU's (see
// Sources/CICU/shim.h for why).

#include <stdint.h>

/// Writes to `offsets` the UTF-16 offsets in `text` (`length` units) where a line may start,
/// ascending: each place a line may break by ICU's default rules for the root locale, then
/// `length`. At most `capacity` are written (`length` is always enough: the offsets differ and
/// are 1 to `length`). Returns how many were written; -1 when ICU could make no iterator.
int32_t fontscale_line_break_offsets(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity);

#endif
