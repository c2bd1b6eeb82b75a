/*
 * A stand-in for Windows' own system icuuc.dll, for testing under Wine 8.0 only.
 *
 * Qt 6.11's Qt6Core.dll imports the converter part of ICU (ucnv_*) from icuuc.dll,
 * which every Windows 10/11 has in System32. Wine ships no icuuc.dll before 11.5, so
 * Qt6Core.dll does not load there at all. packaging/windows/wine_check.py builds this
 * file with Debian's mingw-w64 and puts it into the Wine prefix's system32: it plays the
 * part of the system DLL and never goes into the bundle or the installer.
 *
 * Every converter is "not available": ucnv_open fails, so Qt falls back to the codecs it
 * has built in (UTF-8, UTF-16, UTF-32, Latin-1 and the system code page), which are all
 * the game uses. The functions below are exactly the ones Qt6Core.dll imports
 * (x86_64-w64-mingw32-objdump -p Qt6Core.dll); their signatures are ICU's public C API.
 * None of them is ever handed a converter, since none can be opened.
 */
#include <stddef.h>
#include <stdint.h>

typedef uint16_t UChar;
typedef int32_t UChar32;
typedef int8_t UBool;
typedef int UErrorCode;
typedef struct UConverter UConverter;
typedef int UConverterCallbackReason;
typedef void UConverterFromUCallback;
typedef void UConverterToUCallback;

#define U_ZERO_ERROR 0
#define U_FILE_ACCESS_ERROR 4      /* "the requested converter's data is missing" */
#define U_UNSUPPORTED_ERROR 16

#define EXPORT __declspec(dllexport)

static void fail(UErrorCode *err, UErrorCode code)
{
    if (err && *err <= U_ZERO_ERROR)
        *err = code;
}

EXPORT UConverter *ucnv_open(const char *name, UErrorCode *err)
{
    (void)name;
    fail(err, U_FILE_ACCESS_ERROR);
    return NULL;
}

EXPORT void ucnv_close(UConverter *cnv) { (void)cnv; }

EXPORT void ucnv_reset(UConverter *cnv) { (void)cnv; }

EXPORT int8_t ucnv_getMaxCharSize(const UConverter *cnv)
{
    (void)cnv;
    return 1;
}

EXPORT const char *ucnv_getName(const UConverter *cnv, UErrorCode *err)
{
    (void)cnv;
    fail(err, U_UNSUPPORTED_ERROR);
    return NULL;
}

EXPORT const char *ucnv_getStandardName(const char *name, const char *standard,
                                        UErrorCode *err)
{
    (void)name;
    (void)standard;
    fail(err, U_UNSUPPORTED_ERROR);
    return NULL;
}

EXPORT int32_t ucnv_countAvailable(void) { return 0; }

EXPORT const char *ucnv_getAvailableName(int32_t n)
{
    (void)n;
    return NULL;
}

EXPORT void ucnv_getToUCallBack(const UConverter *cnv, UConverterToUCallback **action,
                                const void **context)
{
    (void)cnv;
    if (action)
        *action = NULL;
    if (context)
        *context = NULL;
}

EXPORT void ucnv_getFromUCallBack(const UConverter *cnv, UConverterFromUCallback **action,
                                  const void **context)
{
    (void)cnv;
    if (action)
        *action = NULL;
    if (context)
        *context = NULL;
}

EXPORT void ucnv_setToUCallBack(UConverter *cnv, UConverterToUCallback *action,
                                const void *context, UConverterToUCallback **old_action,
                                const void **old_context, UErrorCode *err)
{
    (void)cnv;
    (void)action;
    (void)context;
    ucnv_getToUCallBack(NULL, old_action, old_context);
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_setFromUCallBack(UConverter *cnv, UConverterFromUCallback *action,
                                  const void *context, UConverterFromUCallback **old_action,
                                  const void **old_context, UErrorCode *err)
{
    (void)cnv;
    (void)action;
    (void)context;
    ucnv_getFromUCallBack(NULL, old_action, old_context);
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_toUnicode(UConverter *cnv, UChar **target, const UChar *target_limit,
                           const char **source, const char *source_limit, int32_t *offsets,
                           UBool flush, UErrorCode *err)
{
    (void)cnv;
    (void)target;
    (void)target_limit;
    (void)source;
    (void)source_limit;
    (void)offsets;
    (void)flush;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_fromUnicode(UConverter *cnv, char **target, const char *target_limit,
                             const UChar **source, const UChar *source_limit, int32_t *offsets,
                             UBool flush, UErrorCode *err)
{
    (void)cnv;
    (void)target;
    (void)target_limit;
    (void)source;
    (void)source_limit;
    (void)offsets;
    (void)flush;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT int32_t ucnv_toUCountPending(const UConverter *cnv, UErrorCode *err)
{
    (void)cnv;
    fail(err, U_UNSUPPORTED_ERROR);
    return 0;
}

EXPORT int32_t ucnv_fromUCountPending(const UConverter *cnv, UErrorCode *err)
{
    (void)cnv;
    fail(err, U_UNSUPPORTED_ERROR);
    return 0;
}

/* The write helpers that converter callbacks call: never reached without a converter. */
EXPORT void ucnv_cbToUWriteUChars(void *args, const UChar *source, int32_t length,
                                  int32_t offset_index, UErrorCode *err)
{
    (void)args;
    (void)source;
    (void)length;
    (void)offset_index;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_cbFromUWriteUChars(void *args, const UChar **source, const UChar *source_limit,
                                    int32_t offset_index, UErrorCode *err)
{
    (void)args;
    (void)source;
    (void)source_limit;
    (void)offset_index;
    fail(err, U_UNSUPPORTED_ERROR);
}

/* ICU's two "substitute" callbacks, which Qt installs by address. */
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args,
                                            const UChar *code_units, int32_t length,
                                            UChar32 code_point, UConverterCallbackReason reason,
                                            UErrorCode *err)
{
    (void)context;
    (void)args;
    (void)code_units;
    (void)length;
    (void)code_point;
    (void)reason;
    fail(err, U_UNSUPPORTED_ERROR);
}

EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *code_units,
                                          int32_t length, UConverterCallbackReason reason,
                                          UErrorCode *err)
{
    (void)context;
    (void)args;
    (void)code_units;
    (void)length;
    (void)reason;
    fail(err, U_UNSUPPORTED_ERROR);
}
