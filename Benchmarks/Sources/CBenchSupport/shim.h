#include <fontconfig/fontconfig.h>
#include <malloc.h>
