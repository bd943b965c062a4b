#include "CLineBreaking.h"

#include <pthread.h>
#include <unicode/ubrk.h>

// An iterator made at the first call and then never iterated or given a text, which every call
// clones: ICU's ubrk_clone is safe from several threads at once on an iterator no thread changes,
// and costs about a tenth of opening one with ICU's rules (about 1 µs against 8). It lives as long
// as the process, as ICU's own caches do.
static UBreakIterator *line_template;
static pthread_once_t line_template_once = PTHREAD_ONCE_INIT;

static void make_line_template(void) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator != NULL) ubrk_close(iterator);
        return;
    }
    line_template = iterator;
}

/// A line-break iterator of its own over `text`, or NULL; the caller closes it (ubrk_close).
static UBreakIterator *open_line_iterator(const uint16_t *text, int32_t length) {
    pthread_once(&line_template_once, make_line_template);
    if (line_template == NULL) return NULL;
    UErrorCode status = U_ZERO_ERROR;
#if U_ICU_VERSION_MAJOR_NUM >= 69
    UBreakIterator *iterator = ubrk_clone(line_template, &status);
#else
    // ubrk_clone is ICU 69's; before it, the same clone had a buffer argument, unused here.
    UBreakIterator *iterator = ubrk_safeClone(line_template, NULL, NULL, &status);
#endif
    if (U_SUCCESS(status) && iterator != NULL) ubrk_setText(iterator, text, length, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        if (iterator != NULL) ubrk_close(iterator);
        return NULL;
    }
    return iterator;
}

int32_t fontscale_line_break_offsets(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity) {
    if (text == NULL || length <= 0 || offsets == NULL) return 0;
    // ICU reads the text in place, without a copy, for as long as the iterator lives: the
    // iterator is closed before this returns, while the caller still holds the text. An iterator
    // keeps a position and is not thread-safe, so each call has its own.
    UBreakIterator *iterator = open_line_iterator(text, length);
    if (iterator == NULL) return -1;
    int32_t count = 0;
    for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE && count < capacity;
         offset = ubrk_next(iterator)) {
        offsets[count] = offset;
        count += 1;
    }
    ubrk_close(iterator);
    return count;
}
