// The parts of libxml2 that nibbridge-bench uses as its reference: the SAX2 handler and the
// memory parser context (declared in parserInternals.h, not parser.h).
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
